import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { PenTool, X } from 'lucide-react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RESET_PASSWORD_PAGE, RESET_TOKEN_PARAM } from '../contracts';
import { resetPasswordOpened, selectAuth, signInClosed, signInModeChanged, type SignInMode } from './authSlice';
import { forgetLastUrl } from './lastUrl';
import { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm } from './SignInForms';
import { AUTH_TEXTS, MODE_TEXTS } from './texts';
import styles from './SignInDialog.module.css';

/**
 * The sign-in modal, mounted once at the root. Modes: login, register and forgot_password, plus
 * the reset-password form that the e-mailed link opens ({design_base}?reset_token=...). Opening it
 * (useSignIn) always starts in login mode. A successful sign-in closes it; the details call is
 * invalidated by the sign-in, so the navbar turns into the user menu.
 */
export function SignInDialog() {
  const dispatch = useDispatch();
  const { open, mode } = useSelector(selectAuth).signIn;
  const [email, setEmail] = useState('');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const resetToken = pathname.replace(/\/+$/, '') === RESET_PASSWORD_PAGE ? params.get(RESET_TOKEN_PARAM) : null;

  useEffect(() => {
    if (resetToken) dispatch(resetPasswordOpened());
  }, [resetToken, dispatch]);

  const dropResetToken = () => {
    if (!params.has(RESET_TOKEN_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(RESET_TOKEN_PARAM);
    setParams(next, { replace: true });
  };

  const close = () => {
    dispatch(signInClosed());
    forgetLastUrl(window.localStorage); // the page never left: nothing to come back to
    dropResetToken();
  };
  const switchTo = (next: SignInMode) => {
    if (next !== 'reset_password') dropResetToken();
    dispatch(signInModeChanged(next));
  };
  const onReset = () => {
    toast.success(AUTH_TEXTS.passwordReset);
    switchTo('login');
  };

  const texts = MODE_TEXTS[mode];
  const formProps = { email, onEmailChange: setEmail, onSwitch: switchTo };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} data-mode={mode}>
          <Dialog.Close className={styles.close} aria-label={AUTH_TEXTS.close}>
            <X size={20} aria-hidden />
          </Dialog.Close>
          <div className={styles.header}>
            <span className={styles.mark} aria-hidden>
              <PenTool size={22} />
            </span>
            <Dialog.Title className={styles.title}>{texts.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{texts.description}</Dialog.Description>
          </div>
          {mode === 'login' ? <LoginForm {...formProps} onSignedIn={close} /> : null}
          {mode === 'register' ? <RegisterForm {...formProps} onSignedIn={close} /> : null}
          {mode === 'forgot_password' ? <ForgotPasswordForm {...formProps} /> : null}
          {mode === 'reset_password' ? <ResetPasswordForm token={resetToken ?? ''} onSwitch={switchTo} onReset={onReset} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
