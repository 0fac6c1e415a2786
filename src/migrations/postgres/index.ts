import * as migration_20261121_051256_initial from './20261121_051256_initial';
import * as migration_20261121_073205_review_payments from './20261121_073205_review_payments';

export const migrations = [
  {
    up: migration_20261121_051256_initial.up,
    down: migration_20261121_051256_initial.down,
    name: '20261121_051256_initial',
  },
  {
    up: migration_20261121_073205_review_payments.up,
    down: migration_20261121_073205_review_payments.down,
    name: '20261121_073205_review_payments'
  },
];
