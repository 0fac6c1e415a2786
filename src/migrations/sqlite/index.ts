import * as migration_20261121_044046_initial from './20261121_044046_initial';

export const migrations = [
  {
    up: migration_20261121_044046_initial.up,
    down: migration_20261121_044046_initial.down,
    name: '20261121_044046_initial'
  },
];
