"""The table: the scene and its view, the cards and their flights, the felt's painting and
words, the layout, the side panel, the celebration, the sounds and the screen reader's words."""
