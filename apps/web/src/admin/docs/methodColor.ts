const colors: Record<string, string> = {
  GET: 'blue',
  POST: 'teal',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};

export function methodColor(method: string): string {
  return colors[method] ?? 'gray';
}
