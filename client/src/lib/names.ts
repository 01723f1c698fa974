// The rules live in shared/names.ts: e-mails from the server name people the same way.
export * from '@shared/names';
