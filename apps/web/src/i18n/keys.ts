import type { Catalogue } from './en';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key, dotted (`shell.titles.overview`); a plural text by its base (`signals.count`, not `_one`). */
export type TextKey = WithoutPlural<Leaves<Catalogue>>;

/** Values filled into a text's `{{name}}` places; `count` also picks the plural form. */
export type TextParams = Record<string, string | number>;
