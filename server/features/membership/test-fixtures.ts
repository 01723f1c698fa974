/** An applicant's answers to the standard questions, as the joining tests send them. */
export const APPLICATION_ANSWERS = {
  company: 'Bayou Logistics',
  title: 'Founder',
  website: 'https://bayou.example',
  reason: 'I run a freight company and want to meet other founders.',
};
