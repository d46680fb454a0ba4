import { allDataPart } from './allData';
import { ApiError } from './client';
import { allDataEnvelopeSchema } from './schemas';
import { fixtures } from '../testing/fixtures';

const arrive = (payload: unknown) => allDataEnvelopeSchema.parse(payload);
const good = fixtures.allData as { immos: Record<string, unknown>[]; opvcm: Record<string, unknown>[] };

describe('allDataPart', () => {
  it('validates a list the first time it is read, then returns the same list', () => {
    const arrived = arrive(good);
    const immos = allDataPart(arrived, 'immos');
    expect(immos.map((i) => i.IM_NOM)).toEqual(good.immos.map((i) => i.IM_NOM));
    expect(allDataPart(arrived, 'immos')).toBe(immos);
  });

  it('coerces the legacy numeric strings like the full schema', () => {
    const first = { ...good.immos[0], IM_MT_LOYER: '780' };
    const immos = allDataPart(arrive({ ...good, immos: [first] }), 'immos');
    expect(immos[0]?.IM_MT_LOYER).toBe(780);
  });

  it('refuses a bad property with the path of the field, and leaves the holdings readable', () => {
    const broken = { ...good.immos[0], IM_TYPE_PROP: 'CHATEAU' };
    const arrived = arrive({ ...good, immos: [good.immos[0], broken] });
    expect(() => allDataPart(arrived, 'immos')).toThrow(ApiError);
    expect(() => allDataPart(arrived, 'immos')).toThrow(/données inattendues \(immos\.1\.IM_TYPE_PROP\)/);
    expect(allDataPart(arrived, 'opvcm')).toHaveLength(good.opvcm.length);
  });

  it('refuses a payload whose lists are not lists on arrival', () => {
    expect(allDataEnvelopeSchema.safeParse({ immos: {}, opvcm: [] }).success).toBe(false);
  });
});
