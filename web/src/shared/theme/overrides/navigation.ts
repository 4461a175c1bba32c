import type { Components, Theme } from '@mui/material/styles';

export const navigationOverrides: Components<Theme> = {
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
  MuiLink: { defaultProps: { underline: 'hover' } },
};
