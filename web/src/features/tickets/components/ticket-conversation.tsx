import { useEffect, useRef } from 'react';
import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TicketMessageType } from '@gold/contracts/tickets';
import { showNotificationsInPlace } from '../../../entities/notifications/lib/shown-in-place';
import type { TicketMessageView, TicketView } from '../api/normalize-ticket';
import { formatTicketTime } from '../lib/ticket-format';
import { TICKETS_TEXT } from '../messages';

/** The customer's words at the start (the right, in RTL) in the primary tint; the agent's at the end in a neutral one. */
const BUBBLE: Record<TicketMessageType, (theme: Theme) => object> = {
  user: (theme) => ({
    alignSelf: 'flex-start',
    bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
    borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
    borderStartStartRadius: 4,
    ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.16) }),
  }),
  admin: (theme) => ({
    alignSelf: 'flex-end',
    bgcolor: theme.alpha(theme.vars.palette.secondary.main, 0.07),
    borderColor: theme.alpha(theme.vars.palette.secondary.main, 0.45),
    borderStartEndRadius: 4,
    ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.secondary.main, 0.12) }),
  }),
  system: () => ({ alignSelf: 'center', bgcolor: 'transparent', borderColor: 'divider', borderStyle: 'dashed' }),
};

function Bubble({ message }: { message: TicketMessageView }) {
  const system = message.type === 'system';
  const time = formatTicketTime(message.createdAt);
  return (
    <Box
      component="li"
      data-author={message.type}
      sx={(theme) => ({
        maxWidth: system ? '92%' : 'min(85%, 560px)',
        minWidth: 0,
        px: 1.75,
        py: 1.25,
        border: 1,
        borderRadius: 3,
        textAlign: system ? 'center' : 'start',
        ...BUBBLE[message.type](theme),
      })}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
          justifyContent: system ? 'center' : 'space-between',
          flexWrap: 'wrap',
          mb: 0.5,
        }}
      >
        <Typography
          component="span"
          variant="caption"
          sx={{ fontWeight: 700, color: message.type === 'system' ? 'text.secondary' : 'text.primary' }}
        >
          {TICKETS_TEXT.author[message.type]}
        </Typography>
        {time && (
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.createdAt ?? undefined}>
            {time}
          </Typography>
        )}
      </Box>
      {/* Plain text: React escapes it, so markup in a message is shown as written, never run. */}
      <Typography
        variant={system ? 'body2' : 'body1'}
        color={system ? 'text.secondary' : 'text.primary'}
        dir="auto"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {message.content}
      </Typography>
    </Box>
  );
}

/**
 * The conversation, oldest first: the ticket's description is the customer's opening message, at the time it was
 * opened. A log, so a screen reader hears a new message when it arrives, and no toast repeats it. The newest message
 * is scrolled into view when the conversation shows and whenever one is added.
 */
export function TicketConversation({ ticket }: { ticket: TicketView }) {
  const opening: TicketMessageView = {
    id: `${ticket.id}-description`,
    content: ticket.description,
    type: 'user',
    createdAt: ticket.createdAt,
  };
  const messages = [...(ticket.description ? [opening] : []), ...(ticket.messages ?? [])];
  const lastId = messages.at(-1)?.id;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  // This ticket's notices (a reply, a change of status) each come with a message, which shows here as it arrives.
  const ticketId = ticket.id;
  useEffect(
    () => showNotificationsInPlace((notification) => notification.type === 'ticket' && notification.data?.ticketId === ticketId),
    [ticketId],
  );

  return (
    <Box role="log" aria-label={TICKETS_TEXT.conversation}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Box>
      <div ref={end} />
    </Box>
  );
}
