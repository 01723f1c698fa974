// Joining's public face for other features (re-exports only). Nothing is shared yet: the
// pages load through the route table, and the application's questions, which the sign-up
// form (features/auth) asks too, live in the kit (components/fields/application-fields).
export {};
