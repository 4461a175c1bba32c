import type { createTheme } from '@mui/material/styles';

/**
 * The `components` table `createTheme` takes, as it declares it. The override tables are typed with it so that the
 * type checker does not relate MUI's `Components<Theme>` to this instantiation, which was most of the panel's type
 * check.
 */
export type ComponentOverrides = NonNullable<NonNullable<Parameters<typeof createTheme>[0]>['components']>;
