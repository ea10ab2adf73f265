# The language itself: its name in the language, and Babel's locale for lists and numbers.
language-name = English
language-locale = en_GB
