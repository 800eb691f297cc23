function toggleActivation(id) {
	document.getElementById(id).classList.toggle('active')
}
