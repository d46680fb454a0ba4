import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, signIn } from 'shared-kernel';
import { Card, Field, Hint, Problem, Submit } from './SignInPage.styles';
import { EMPTY_PASSWORD, signInProblem, type SignInProblem } from './signInProblem';

export interface SignInPageProps {
  /** Called once the api has accepted the password. */
  onSignedIn?: () => void;
}

/**
 * Shown instead of the page while the api wants the owner's password. The hash route is not
 * touched, so once signed in the page asked for shows again.
 */
export function SignInPage({ onSignedIn }: SignInPageProps) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const titleId = `${ids}-titre`;
  const problemId = `${ids}-erreur`;

  useEffect(() => {
    const before = document.title;
    document.title = 'Connexion · Tableau de bord';
    return () => {
      document.title = before;
    };
  }, []);

  async function send() {
    if (pending) return;
    if (password === '') {
      setProblem({ message: EMPTY_PASSWORD, retry: false });
      input.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await signIn(password);
    } catch (error) {
      setPending(false);
      setProblem(signInProblem(error));
      // Back to the field, its text selected, to type it again.
      input.current?.select();
      return;
    }
    onSignedIn?.();
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <Card aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h1 id={titleId}>Connexion</h1>
      <Hint>Ce tableau de bord est privé : saisissez le mot de passe du propriétaire.</Hint>
      <Field>
        <label htmlFor={`${ids}-mdp`}>Mot de passe</label>
        <input
          ref={input}
          id={`${ids}-mdp`}
          type="password"
          autoComplete="current-password"
          // The page exists only to take this one field.
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={problem !== null && !problem.retry}
          aria-describedby={problem ? problemId : undefined}
        />
      </Field>
      {problem ? (
        <Problem role="alert" id={problemId}>
          <span>{problem.message}</span>
          {problem.retry ? (
            <Button type="button" onClick={() => void send()}>
              Réessayer
            </Button>
          ) : null}
        </Problem>
      ) : null}
      <Submit type="submit" aria-disabled={pending}>
        {pending ? 'Connexion…' : 'Se connecter'}
      </Submit>
    </Card>
  );
}
