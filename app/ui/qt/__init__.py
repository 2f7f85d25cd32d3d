"""What the Qt binding needs of the app: its own strings in the chosen language, and work-arounds for defects of the binding."""
