import { type SignedInAdmin, signedInAdmin } from '../../http/signed-in';

/** Who calls a backtesting route: the owner of what they keep and start (the signed-in admin). */
export type Caller = SignedInAdmin;

/** The signed-in admin of a route declared `authenticated` (http/signed-in.ts). */
export const callerOf = signedInAdmin;
