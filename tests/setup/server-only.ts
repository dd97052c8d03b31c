// jest runs server modules outside React's server condition; "server-only" is a marker with no behaviour.
export {};
