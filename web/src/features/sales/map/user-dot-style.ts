/** The blue dot where the user is, as the map draws it (user-dot.tsx) and as the server's first screen pictures it. */
export const USER_DOT = { radius: 8, style: { color: '#ffffff', weight: 3, fillColor: '#1a73e8', fillOpacity: 1 } } as const;
