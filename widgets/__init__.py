"""The browser half of the pitchtutor widgets: ES modules and CSS, shipped as pitchtutor.static."""
