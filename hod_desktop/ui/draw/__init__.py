"""The shared drawing every scene uses: colours, fonts and text, card faces, tweens and
small shapes."""
