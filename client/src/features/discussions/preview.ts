/** '1 reply', '3 replies'; '1 view', '0 views'. */
export const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
