import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useContainerWidth } from './useContainerWidth';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ max }: { max: number }) {
  const [ref, width] = useContainerWidth<HTMLDivElement>(max);
  return <div ref={ref}>{width}</div>;
}

async function render(max: number) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<Probe max={max} />));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('useContainerWidth', () => {
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('gives the maximum width while the box cannot be measured', async () => {
    const { container, unmount } = await render(450);
    expect(container.textContent).toBe('450');
    await unmount();
  });

  it('follows the measured width, never above the maximum, and disconnects on unmount', async () => {
    let notify: (width: number) => void = () => undefined;
    const disconnect = jest.fn();
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(cb: (entries: Array<{ contentRect: { width: number } }>) => void) {
        notify = (width) => cb([{ contentRect: { width } }]);
      }
      observe() {}
      disconnect = disconnect;
    };
    const { container, unmount } = await render(450);
    await act(async () => notify(343.6));
    expect(container.textContent).toBe('343');
    await act(async () => notify(1200));
    expect(container.textContent).toBe('450');
    await act(async () => notify(0)); // a hidden box keeps the last width
    expect(container.textContent).toBe('450');
    await unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
