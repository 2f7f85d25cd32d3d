"""The chat page: the page (its header, the history, the composer, the approval card),
its presenter (what it shows and does, the agent's turn), the links in its messages, and its
own two widgets."""
