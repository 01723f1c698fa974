// The path shapes are part of the contract (shared/contracts/common.ts, decision 030); the
// routes keep importing them from here.
export { idParams, memberIdParams, serialId } from '../../shared/contracts/common';
