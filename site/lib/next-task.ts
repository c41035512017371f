// A break between two pieces of start-up work, so the browser may draw or handle a tap in between.

// A message to a channel, not a timer: timers in a background tab are held back, messages are not.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
