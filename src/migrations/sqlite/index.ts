import * as migration_20261121_050249_initial from './20261121_050249_initial';

export const migrations = [
  {
    up: migration_20261121_050249_initial.up,
    down: migration_20261121_050249_initial.down,
    name: '20261121_050249_initial'
  },
];
