"""The Chinchón table: one package, parts named by what they are."""
