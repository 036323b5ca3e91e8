export * from './catalogue';
export * from './dashboard-range';
export * from './group-payment';
export * from './personal-data';
export * from './report-range';
export * from './report-weeks';
export * from './schedule';
export * from './sftp';
