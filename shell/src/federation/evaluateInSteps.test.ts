import { evaluateInSteps } from './evaluateInSteps';

describe('evaluateInSteps', () => {
  it('runs the steps in order, each in a task after the one before', async () => {
    const ran: string[] = [];
    await evaluateInSteps([
      async () => {
        ran.push('react-dom');
        // Queued before the step ends: it runs before the next step only if the steps yield to the event loop.
        setTimeout(() => ran.push('autre tâche'), 0);
      },
      async () => void ran.push('kernel'),
      async () => void ran.push('bootstrap'),
    ]);
    expect(ran).toEqual(['react-dom', 'autre tâche', 'kernel', 'bootstrap']);
  });

  it('goes on past a step that fails: the code that needs that module reports it', async () => {
    const ran: string[] = [];
    await expect(evaluateInSteps([async () => Promise.reject(new Error('chunk absent')), async () => void ran.push('suivant')])).resolves.toBeUndefined();
    expect(ran).toEqual(['suivant']);
  });
});
