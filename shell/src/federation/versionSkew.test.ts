import { sharedSkew, versionSkewPlugin, VersionSkewError } from './versionSkew';

const provided = { react: ['19.3.1'], 'react-dom': ['19.3.1'], zod: ['4.6.7'] };

describe('sharedSkew', () => {
  it('accepts ranges the shell satisfies', () => {
    expect(
      sharedSkew(
        [
          { name: 'react', singleton: true, requiredVersion: '^19.3.1' },
          { name: 'react-dom', singleton: true, requiredVersion: '^19.0.0' },
          { name: 'zod', singleton: true, requiredVersion: '~4.6.0' },
        ],
        provided,
      ),
    ).toBeNull();
  });

  it('names the package and both versions when the shell cannot satisfy a singleton', () => {
    expect(sharedSkew([{ name: 'react', singleton: true, requiredVersion: '^99.0.0' }], provided)).toBe(
      'version incompatible : react ^99.0.0 demandé, le shell fournit 19.3.1',
    );
    expect(sharedSkew([{ name: 'react-dom', singleton: true, requiredVersion: '^18.2.0' }], provided)).toMatch(/react-dom \^18\.2\.0/);
  });

  it('leaves alone what is not a singleton, has no range, or that the shell does not share', () => {
    expect(sharedSkew([{ name: 'react', singleton: false, requiredVersion: '^99.0.0' }], provided)).toBeNull();
    expect(sharedSkew([{ name: 'react', singleton: true, requiredVersion: false }], provided)).toBeNull();
    expect(sharedSkew([{ name: 'react', singleton: true, requiredVersion: '*' }], provided)).toBeNull();
    expect(sharedSkew([{ name: 'shared-kernel/charts', singleton: true, requiredVersion: '^2.0.0' }], provided)).toBeNull();
  });
});

describe('versionSkewPlugin', () => {
  const hook = versionSkewPlugin().loadRemoteSnapshot!;
  const args = (requiredVersion: string) =>
    ({
      options: { shared: { react: [{ version: '19.3.1', from: 'shell' }] } },
      manifestJson: { shared: [{ name: 'react', singleton: true, requiredVersion }] },
    }) as never;

  it('lets a compatible remote through, its snapshot untouched', () => {
    const compatible = args('^19.0.0');
    expect(hook(compatible)).toBe(compatible);
  });

  it('refuses an incompatible one before its code is fetched', () => {
    expect(() => hook(args('^20.0.0'))).toThrow(VersionSkewError);
  });
});
