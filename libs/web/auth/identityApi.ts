import { serverApi } from '../api/serverApi';
import {
  IdentityCalls,
  type AuthConfig,
  type Credits,
  type ForgotPasswordAnswer,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LogoutAnswer,
  type RegisterRequest,
  type ResetPasswordAnswer,
  type ResetPasswordRequest,
  type Teams,
  type User,
  type UserDetailsAnswer,
} from '../contracts';

/**
 * The identity calls. Every call that changes who is signed in invalidates 'User', so the user's
 * details (and everything tagged with them) are fetched again.
 */
export const identityApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    authConfig: build.query<AuthConfig, void>({
      query: () => ({ path: IdentityCalls.authConfig, method: 'GET' }),
    }),
    getDetails: build.query<UserDetailsAnswer, void>({
      // by GET: every page preloads it while the app's scripts load (the server adds the link)
      query: () => ({ path: IdentityCalls.getDetails, method: 'GET' }),
      providesTags: ['User'],
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ path: IdentityCalls.register, body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ path: IdentityCalls.login, body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordRequest>({
      query: (body) => ({ path: IdentityCalls.forgotPassword, body }),
    }),
    resetPassword: build.mutation<ResetPasswordAnswer, ResetPasswordRequest>({
      query: (body) => ({ path: IdentityCalls.resetPassword, body }),
      // the reset ends every session of the account, this tab's included
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    logout: build.mutation<LogoutAnswer, void>({
      query: () => IdentityCalls.logout,
      invalidatesTags: ['User'],
    }),
    fetchTeams: build.query<Teams, void>({
      query: () => IdentityCalls.fetchTeams,
      providesTags: ['User'],
    }),
    credits: build.query<Credits, void>({
      query: () => ({ path: IdentityCalls.credits, method: 'GET' }),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useAuthConfigQuery,
  useGetDetailsQuery,
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useFetchTeamsQuery,
  useCreditsQuery,
} = identityApi;
