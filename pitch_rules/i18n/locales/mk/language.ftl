# Македонски. Фразите немаат падежи; .clitic е кратката заменска форма (го, ја, ги) што
# го удвојува определениот директен предмет.
language-name = Македонски
language-locale = mk
language-optional = clitic
