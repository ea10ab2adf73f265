# Українська. Відмінки, які мають фрази правил (окрім називного): родовий, знахідний, орудний.
language-name = Українська
language-locale = uk
language-cases = gen acc ins
