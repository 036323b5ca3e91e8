export * from './best-available';
export * from './json-lines';
export * from './map';
export * from './map-csv';
export * from './map-generator';
export * from './map-json';
export * from './price-zones';
export * from './seats';
