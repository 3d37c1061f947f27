import { checkLogin, checkRegister } from './formChecks';

describe('sign-in form checks', () => {
  it('names every empty field of sign-up in plain words, so an empty form is never sent', () => {
    expect(checkRegister({ name: ' ', email: '', password: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      password: 'Please choose a password of at least 8 characters.',
    });
  });

  it('explains a malformed address and a short password', () => {
    expect(checkRegister({ name: 'Ada', email: 'ada@', password: 'short' })).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      password: 'Please choose a password of at least 8 characters.',
    });
    expect(checkRegister({ name: 'Ada', email: 'ada@example.com', password: 'long enough' })).toEqual({});
  });

  it('asks for both sign-in fields', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({ email: 'Please enter your email address.', password: 'Please enter your password.' });
  });
});
