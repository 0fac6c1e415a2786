import * as migration_20261121_051256_initial from './20261121_051256_initial';

export const migrations = [
  {
    up: migration_20261121_051256_initial.up,
    down: migration_20261121_051256_initial.down,
    name: '20261121_051256_initial'
  },
];
