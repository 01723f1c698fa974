/**
 * A number with its noun agreeing: "1 Event This Week", "2 Events This Week", "0 other
 * devices" (decision 009: the noun follows the number; zero takes the plural).
 */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
