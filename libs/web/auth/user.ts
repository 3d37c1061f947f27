/** The signed-in user as `user/get_details` answers it (libs/contracts/src/identity.ts). */
export type { User, UserType } from '../contracts';
