import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertCircle, MailCheck } from 'lucide-react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { formErrorsOf, type FormErrors } from './fieldErrors';
import { checkEmail, checkLogin, checkRegister, hasErrors, PLAIN_FIELD_ERRORS } from './formChecks';
import { useForgotPasswordMutation, useLoginMutation, useRegisterMutation, useResetPasswordMutation } from './identityApi';
import { MODE_TEXTS, AUTH_TEXTS } from './texts';
import styles from './SignInDialog.module.css';

/** What every form of the modal shares: the email typed so far (kept across modes), and where to go next. */
export interface FormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: 'login' | 'register' | 'forgot_password') => void;
}

function submitted(event: FormEvent<HTMLFormElement>, run: () => void) {
  event.preventDefault();
  run();
}

export function FormError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div className={styles.formError} role="alert">
      <AlertCircle size={18} aria-hidden />
      <span>{text}</span>
    </div>
  );
}

function SwitchLine({ text, action, onClick }: { text?: string; action: string; onClick: () => void }) {
  return (
    <p className={styles.switchLine}>
      {text ? <span>{text} </span> : null}
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

function SubmitButton({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="large" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className={styles.busySpinner} aria-hidden />
          {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

const LOGIN_FIELDS = ['email', 'password'] as const;

/** login: email and password; while the attempt runs the button reads 'Logging in...'. */
export function LoginForm({ email, onEmailChange, onSwitch, onSignedIn }: FormProps & { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof LOGIN_FIELDS)[number]>>({});
  const [login, { isLoading }] = useLoginMutation();
  const submit = () => {
    const found = checkLogin({ email, password });
    setErrors(found);
    if (hasErrors(found)) return;
    login({ email, password })
      .unwrap()
      .then(onSignedIn, (error: unknown) => setErrors(formErrorsOf(error, LOGIN_FIELDS, PLAIN_FIELD_ERRORS)));
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submitted(event, submit)}>
      <FormError text={errors.form} />
      <TextField label={AUTH_TEXTS.email} type="email" name="email" autoComplete="email" required autoFocus value={email} onChange={(e) => onEmailChange(e.target.value)} error={errors.email} />
      <TextField label={AUTH_TEXTS.password} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <div className={styles.inlineLinks}>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('forgot_password')}>
          {AUTH_TEXTS.forgotPasswordLink}
        </button>
      </div>
      <SubmitButton busy={isLoading} busyText={AUTH_TEXTS.loggingIn}>
        {MODE_TEXTS.login.submit}
      </SubmitButton>
      <SwitchLine text={AUTH_TEXTS.noAccount} action={AUTH_TEXTS.signUpLink} onClick={() => onSwitch('register')} />
    </form>
  );
}

const REGISTER_FIELDS = ['email', 'name', 'password'] as const;

/** register: name, email and a password of at least 8 characters. */
export function RegisterForm({ email, onEmailChange, onSwitch, onSignedIn }: FormProps & { onSignedIn: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof REGISTER_FIELDS)[number]>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const submit = () => {
    const found = checkRegister({ name, email, password });
    setErrors(found);
    if (hasErrors(found)) return;
    register({ email, name, password })
      .unwrap()
      .then(onSignedIn, (error: unknown) => setErrors(formErrorsOf(error, REGISTER_FIELDS, PLAIN_FIELD_ERRORS)));
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submitted(event, submit)}>
      <FormError text={errors.form} />
      <TextField label={AUTH_TEXTS.name} type="text" name="name" autoComplete="name" required autoFocus value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label={AUTH_TEXTS.email} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => onEmailChange(e.target.value)} error={errors.email} />
      <TextField
        label={AUTH_TEXTS.password}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={AUTH_TEXTS.passwordHint}
        error={errors.password}
      />
      <SubmitButton busy={isLoading} busyText={AUTH_TEXTS.signingUp}>
        {MODE_TEXTS.register.submit}
      </SubmitButton>
      <SwitchLine text={AUTH_TEXTS.haveAccount} action={AUTH_TEXTS.signInLink} onClick={() => onSwitch('login')} />
    </form>
  );
}

const FORGOT_FIELDS = ['email'] as const;

/** forgot_password: the server answers the same whether or not the address has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onSwitch }: FormProps) {
  const [errors, setErrors] = useState<FormErrors<(typeof FORGOT_FIELDS)[number]>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const submit = () => {
    const problem = checkEmail(email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    forgotPassword({ email })
      .unwrap()
      .then(
        () => setSentTo(email.trim()),
        (error: unknown) => setErrors(formErrorsOf(error, FORGOT_FIELDS)),
      );
  };
  if (sentTo !== null) {
    return (
      <div className={styles.form}>
        <div className={styles.sent} role="status">
          <MailCheck size={22} aria-hidden />
          <p>{AUTH_TEXTS.resetSent(sentTo)}</p>
        </div>
        <SwitchLine action={AUTH_TEXTS.backToSignIn} onClick={() => onSwitch('login')} />
      </div>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submitted(event, submit)}>
      <FormError text={errors.form} />
      <TextField label={AUTH_TEXTS.email} type="email" name="email" autoComplete="email" required autoFocus value={email} onChange={(e) => onEmailChange(e.target.value)} error={errors.email} />
      <SubmitButton busy={isLoading} busyText={AUTH_TEXTS.sending}>
        {MODE_TEXTS.forgot_password.submit}
      </SubmitButton>
      <SwitchLine action={AUTH_TEXTS.backToSignIn} onClick={() => onSwitch('login')} />
    </form>
  );
}

const RESET_FIELDS = ['password'] as const;

/** The form the e-mailed link opens (?reset_token=...): a new password for the account. */
export function ResetPasswordForm({ token, onSwitch, onReset }: { token: string; onSwitch: FormProps['onSwitch']; onReset: () => void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof RESET_FIELDS)[number]>>({});
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const submit = () => {
    setErrors({});
    resetPassword({ token, password })
      .unwrap()
      .then(onReset, (error: unknown) => setErrors(formErrorsOf(error, RESET_FIELDS)));
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submitted(event, submit)}>
      <FormError text={errors.form} />
      <TextField
        label={AUTH_TEXTS.newPassword}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={AUTH_TEXTS.passwordHint}
        error={errors.password}
      />
      <SubmitButton busy={isLoading} busyText={AUTH_TEXTS.resetting}>
        {MODE_TEXTS.reset_password.submit}
      </SubmitButton>
      <SwitchLine action={AUTH_TEXTS.backToSignIn} onClick={() => onSwitch('login')} />
    </form>
  );
}
