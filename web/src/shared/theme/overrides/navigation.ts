import type { ComponentOverrides } from './types';

export const navigationOverrides: ComponentOverrides = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        marginBlock: 2,
        '&.active': {
          backgroundColor: theme.vars.palette.action.selected,
          color: theme.vars.palette.primary.main,
          '& .MuiListItemIcon-root': { color: theme.vars.palette.primary.main },
        },
      }),
    },
  },
  // Links in text must not rely on colour alone.
  MuiLink: { defaultProps: { underline: 'always' } },
};
