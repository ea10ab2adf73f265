# Български. Формите на фразите освен основната: obj — с кратък член (допълнение, след предлог).
language-name = Български
language-locale = bg
language-cases = obj
