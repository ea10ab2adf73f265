# The language server's own words in an editor: the labels of what hovering and completion show.

## Hovering over an option: its value in this file, then the rules document's sentences about it (Markdown)
editor-hover-this-variant = *This variant:* { $option }: { $value }
editor-hover-rules-document = *Rules document:* { $sentences }

## Completion: what a built-in variant id after extends: is, and what a key of trick_points and the like is
editor-completion-variant = Built-in variant
editor-completion-card = Rank or extra card
