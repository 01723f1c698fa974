import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroups } from './class-groups';

const merge = createTailwindMerge(() => classGroups);

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
