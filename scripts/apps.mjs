// The deployable apps and their ports (DESIGN.md section 6).
export const APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mfe-immo', port: 3001 },
  { dir: 'mfe-opvcm', port: 3002 },
  { dir: 'mfe-charts', port: 3003 },
  { dir: 'mfe-leisure', port: 3004 },
  { dir: 'mfe-films', port: 3005 },
];
export const API_PORT = 8080;
