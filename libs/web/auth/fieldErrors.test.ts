import { Messages } from '../contracts';
import { formErrorsOf } from './fieldErrors';

const REGISTER_FIELDS = ['email', 'name', 'password'] as const;

describe('formErrorsOf', () => {
  it("puts a 400 answer that names a field beside that field, in the server's words", () => {
    const error = {
      status: 400,
      message: "Server call failed with error -- Invalid value for 'password': must be at least 8 characters",
      serverError: "Invalid value for 'password': must be at least 8 characters",
    };
    expect(formErrorsOf(error, REGISTER_FIELDS)).toEqual({ password: "Invalid value for 'password': must be at least 8 characters" });
  });

  it('prefers the field the envelope carries', () => {
    const error = { status: 400, message: 'x', serverError: 'must be an email address', field: 'email' };
    expect(formErrorsOf(error, REGISTER_FIELDS)).toEqual({ email: 'must be an email address' });
  });

  it('shows a taken address beside the email field', () => {
    const error = { status: 409, message: `Server call failed with error -- ${Messages.emailTaken}`, serverError: Messages.emailTaken };
    expect(formErrorsOf(error, REGISTER_FIELDS)).toEqual({ email: Messages.emailTaken });
  });

  it('shows wrong credentials above the form, naming neither field', () => {
    const error = { status: 401, message: 'x', serverError: Messages.invalidCredentials };
    expect(formErrorsOf(error, ['email', 'password'] as const)).toEqual({ form: Messages.invalidCredentials });
  });

  it('shows a field the form does not have (the reset token) above the form', () => {
    const error = { status: 400, message: 'x', serverError: "Invalid value for 'token': must not be empty" };
    expect(formErrorsOf(error, ['password'] as const)).toEqual({ form: "Invalid value for 'token': must not be empty" });
  });

  it('shows a lost connection with the failed-call message', () => {
    const error = { status: 'FETCH_ERROR', message: 'Server call failed with error -- Failed to fetch' };
    expect(formErrorsOf(error, REGISTER_FIELDS)).toEqual({ form: 'Server call failed with error -- Failed to fetch' });
  });

  it('falls back to a plain message for something that is not a server error', () => {
    expect(formErrorsOf(new Error('boom'), REGISTER_FIELDS)).toEqual({ form: Messages.somethingWentWrong });
  });
});
