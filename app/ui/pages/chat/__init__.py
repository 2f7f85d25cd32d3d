"""The chat room: the page (the screen), where its history is scrolled, its rows' links, its
two own widgets, and the presenter with the parts it wires (what is read and shown of a
Session, the agent's turn, the approval card's answers, Memory from the chat)."""
