import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** For the TypeORM CLI (migration:generate / migration:run) against DATABASE_URL. */
export default new DataSource(dataSourceOptions(loadConfig().database));
