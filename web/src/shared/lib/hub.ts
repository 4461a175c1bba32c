/** The handlers of one kind of event: `subscribe` answers the way to stop, `emit` calls each with the event. */
export function createHub<T = void>() {
  const handlers = new Set<(event: T) => void>();
  return {
    subscribe(handler: (event: T) => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    emit(event: T) {
      for (const handler of [...handlers]) handler(event);
    },
    get size() {
      return handlers.size;
    },
  };
}
