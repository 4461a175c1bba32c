import type { ComponentOverrides } from './types';

export const navigationOverrides: ComponentOverrides = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        marginBlock: 2,
        '&.active': {
          backgroundColor: theme.palette.action.selected,
          color: theme.palette.primary.main,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
        },
      }),
    },
  },
  // Links in text must not rely on colour alone.
  MuiLink: { defaultProps: { underline: 'always' } },
};
