// A button that reads one chosen file in the browser and sends its text to Python: the
// teacher's hand records.  (ipywidgets' FileUpload labels itself "Upload (0)", a count of files
// nobody asked for, and sends the bytes in a model state every view keeps.)

import { onFileText } from "./dom.js";

/** @typedef {import("./types.js").FileButtonTraits} FileButtonTraits */

/** @type {import("@anywidget/types").Render<FileButtonTraits>} */
function render({ model, el: host }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "pt-file-button jupyter-button widget-button";
  const input = document.createElement("input");
  input.type = "file";
  input.hidden = true;
  input.tabIndex = -1;  // the button is what the keyboard reaches
  const show = () => {
    button.textContent = model.get("label");
    button.title = model.get("tip");
    input.accept = model.get("accept");
  };
  show();
  model.on("change:label", show);
  model.on("change:tip", show);
  button.addEventListener("click", () => input.click());
  onFileText(input, () => model.get("max_bytes"), (text, file) => {
    model.send({ type: "file", name: file.name, size: file.size, text });
  });
  host.append(button, input);
  return () => { model.off("change:label", show); model.off("change:tip", show); };
}

export default { render };
