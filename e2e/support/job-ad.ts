/**
 * A job ad whose requirements the Match tab reads: four must-haves (TypeScript, Node.js,
 * PostgreSQL, Docker) and one plus (Kubernetes).
 */
export const BACKEND_JOB = {
  position: 'Backend developer',
  company: 'Fjordline Payments',
  description: [
    'Requirements:',
    '- Experience with TypeScript and Node.js',
    '- PostgreSQL',
    '- Docker',
    'Kubernetes is a plus.',
  ].join('\n'),
};
